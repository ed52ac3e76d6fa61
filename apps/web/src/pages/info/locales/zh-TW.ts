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
  support: {
    searchPlaceholder: '搜尋問題，例如：試用、密碼、CSV',
    all: '全部',
    categories: {
      'getting-started': '新手入門',
      analysis: 'AI 分析',
      portfolio: '投資組合',
      account: '帳號與登入',
      subscription: '方案與付款',
      technical: '技術與其他',
    },
    empty: '找不到符合的問題，試試其他關鍵字，或直接聯絡我們。',
    loadFailed: '常見問題載入失敗，請稍後再試',
    moreHelp: '找不到答案？',
    moreHelpText: '透過聯絡表單留言，我們會寄確認信給您，並在客服時間（週一至週五 9:00–18:00）回覆。',
    contactLink: '聯絡我們',
    pricingLink: '查看方案價格',
    form: {
      intro:
        '留下您的問題，我們會寄一封確認信到您的信箱，並在客服時間（週一至週五 9:00–18:00，台北時間）回覆。',
      name: '姓名',
      email: '電子郵件',
      category: '問題類別',
      subject: '主旨',
      message: '問題描述',
      submit: '送出',
      sending: '送出中…',
      categories: {
        account: '帳號與登入',
        subscription: '方案與訂閱',
        analysis: 'AI 分析',
        technical: '技術問題',
        billing: '付款與發票',
        other: '其他',
      },
      successTitle: '已收到您的訊息',
      reference: '案件編號：{{reference}}',
      another: '再送出一則',
      failed: '送出失敗，請稍後再試',
    },
  },
};

export default texts;
