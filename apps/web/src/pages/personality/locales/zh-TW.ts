/** Traditional Chinese texts of the investor personality test: the source the other languages follow. */
const texts = {
  personality: {
    title: '投資性格測驗',
    subtitle: '透過 8 個台股情境題，認識自己面對市場時的習慣。',
    education:
      '本測驗是投資教育工具，幫助你了解自己的投資習慣；它不是證券商或投信依法辦理的「風險屬性評估（KYC）」，結果也不構成投資建議。',
    cards: {
      dimensions: {
        title: '5 個面向',
        text: '風險承受、情緒控制、分析思考、市場敏感度、長期眼光，各 0–100 分。',
      },
      types: {
        title: '6 種類型',
        text: '冷靜獵人、智慧長者、敏銳雷達、勇敢戰士、謹慎守護者、情緒雲霄飛車。',
      },
      advice: { title: '個人化建議', text: '依你的類型給出具體可做的投資習慣建議。' },
    },
    info: '約 3–5 分鐘，共 8 題情境題。前後矛盾的回答會請你再確認一次。',
    start: '開始測驗',
    starting: '準備中…',
    questionOf: '第 {{current}} / {{total}} 題',
    analysing: '正在分析你的回答…',
    startFailed: '測試啟動失敗',
    submitFailed: '答案提交失敗',
    unknownError: '未知錯誤',
    resultTitle: '你的投資性格',
    percentileLabel: '投資紀律分數勝過',
    percentileBasis:
      '與 {{count}} 位測驗者的最新結果比較（{{date}}）。紀律分數 {{score}} = 情緒控制、分析思考、長期眼光的平均。',
    notEnough: '測驗人數還不夠（目前 {{count}} 位，需 {{minimum}} 位），暫不顯示百分位。',
    disciplineScore: '投資紀律分數 {{score}}',
    description: '性格描述',
    celebrity: '風格對照',
    style: '投資風格',
    traits: '特質',
    dimensionsTitle: '五個面向',
    dimensions: {
      risk_tolerance: '風險承受度',
      emotional_control: '情緒控制',
      analytical_thinking: '分析思考',
      market_sensitivity: '市場敏感度',
      long_term_vision: '長期眼光',
    },
    recommendationsTitle: '建議',
    share: '分享結果',
    copied: '結果已複製到剪貼板！',
    retake: '重新測驗',
    backToDashboard: '返回儀表板',
    scoring:
      '計分方式：每個選項為相關面向加 0–4 分，面向分數 = 得分 ÷ 該面向可得最高分 × 100；類型為五個分數最接近的典型輪廓。',
    fit: {
      title: '這個判斷對你的意義',
      simulated: '模擬資料',
      position: '建議部位上限：投資組合的 {{percent}}%',
      noPosition: '判斷為賣出：不建議建立新部位',
      stop: '停損：跌 {{percent}}%',
      stopPrice: '（約 {{price}} 元）',
      stockRisk: '此股風險等級 {{level}} / 5（{{source}}）',
      sources: { 'risk-analyst': '風險管理分析師', volatility: '年化波動度 {{vol}}%' },
      stockRiskUnknown: '此次分析沒有量測此股的風險（可加選風險管理分析師）',
      capacity: '你的承受等級 {{level}} / 5：偏好設定「{{saved}}」{{personality}}',
      withPersonality: '、性格「{{title}}」（風險承受 {{risk}}、情緒控制 {{emotion}}）',
      saved: { low: '低', medium: '中', high: '高' },
      exceeds: '此股風險等級 {{stock}} 高於你的承受等級 {{capacity}}，建議部位已減半。',
      takeTest: '做投資性格測驗，讓建議更貼近你',
      rule: '規則：承受等級＝偏好設定（低 2／中 3／高 4），性格測驗風險承受 ≥70 加 1、<35 減 1，情緒控制 <40 減 1，限 1–5。部位上限依等級為 5／8／10／15／20%，此股風險高於承受等級時減半。停損＝倍數 × 年化波動度 × √(20/252)，倍數依等級為 1／1／1.5／2／2，限 4–15%；未量測波動度時為 8%。此為教育用途的試算，不是投資建議。',
      failed: '個人化建議載入失敗',
    },
  },
};

export default texts;
