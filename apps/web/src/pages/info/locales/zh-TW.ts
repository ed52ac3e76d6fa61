/** Traditional Chinese texts of the info pages: the source the other languages follow. */
const texts = {
  pages: {
    about: {
      title: '關於我們',
      paragraphs: [
        'AlphaDesk 台股AI投研是為台灣投資人打造的股票研究工具，把技術面、基本面、新聞、市場情緒與總體經濟等不同角度的分析整理在同一個地方。',
        '每一項分析都應該從可查證的資料計算而來，並說明依據。我們不做獲利保證，所有內容僅供研究參考。',
        '服務仍在開發中，功能會陸續推出。',
      ],
    },
    help: {
      title: '說明中心',
      paragraphs: [
        '說明文件正在整理中，會隨著功能推出陸續補上。',
        '目前提供的會員方案與價格，請見方案價格頁面。其他問題請參考聯絡我們頁面。',
      ],
    },
    contact: {
      title: '聯絡我們',
      paragraphs: ['線上聯絡表單即將推出，屆時可以直接在此頁面留言給我們。'],
    },
    careers: {
      title: '加入我們',
      paragraphs: ['此頁面目前沒有刊登職缺。若有招募需求，會公布在這裡。'],
    },
    api: {
      title: 'API 文件',
      paragraphs: ['開發者 API 尚未開放。開放後，此頁面會說明認證方式、可用端點與使用限制。'],
    },
    terms: {
      title: '服務條款',
      paragraphs: [
        '正式的服務條款正在擬定中，定稿後會公布在此頁面。',
        '本網站提供的分析內容僅供研究參考，不構成買賣任何證券的建議或要約。',
      ],
    },
    privacy: {
      title: '隱私權政策',
      paragraphs: [
        '正式的隱私權政策正在擬定中，定稿後會公布在此頁面。',
        '目前本網站會在您的瀏覽器中儲存您選擇的介面語言，以便下次造訪時沿用。',
      ],
    },
    disclaimer: {
      title: '免責聲明',
      paragraphs: [
        '本網站提供的所有分析、數據與內容僅供研究與教育參考，不構成買賣任何證券的建議或要約。',
        'AI 產生的分析可能有誤，過去的表現不代表未來的結果。',
        '投資有風險，請自行判斷並承擔投資決策的結果。',
      ],
    },
  },
};

export default texts;
