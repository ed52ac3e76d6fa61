import type { Translation } from '../../../i18n/types.ts';
import type zhTW from './zh-TW.ts';

/** Simplified Chinese texts of the investor personality test. */
const texts: Translation<typeof zhTW> = {
  personality: {
    title: '投资性格测验',
    subtitle: '通过 8 个台股情境题，认识自己面对市场时的习惯。',
    education:
      '本测验是投资教育工具，帮助你了解自己的投资习惯；它不是证券商或投信依法办理的「风险属性评估（KYC）」，结果也不构成投资建议。',
    cards: {
      dimensions: {
        title: '5 个面向',
        text: '风险承受、情绪控制、分析思考、市场敏感度、长期眼光，各 0–100 分。',
      },
      types: {
        title: '6 种类型',
        text: '冷静猎人、智慧长者、敏锐雷达、勇敢战士、谨慎守护者、情绪云霄飞车。',
      },
      advice: { title: '个性化建议', text: '依你的类型给出具体可做的投资习惯建议。' },
    },
    info: '约 3–5 分钟，共 8 题情境题。前后矛盾的回答会请你再确认一次。',
    start: '开始测验',
    starting: '准备中…',
    questionOf: '第 {{current}} / {{total}} 题',
    analysing: '正在分析你的回答…',
    startFailed: '测试启动失败',
    submitFailed: '答案提交失败',
    unknownError: '未知错误',
    resultTitle: '你的投资性格',
    percentileLabel: '投资纪律分数胜过',
    percentileBasis:
      '与 {{count}} 位测验者的最新结果比较（{{date}}）。纪律分数 {{score}} = 情绪控制、分析思考、长期眼光的平均。',
    notEnough: '测验人数还不够（目前 {{count}} 位，需 {{minimum}} 位），暂不显示百分位。',
    disciplineScore: '投资纪律分数 {{score}}',
    description: '性格描述',
    celebrity: '风格对照',
    style: '投资风格',
    traits: '特质',
    dimensionsTitle: '五个面向',
    dimensions: {
      risk_tolerance: '风险承受度',
      emotional_control: '情绪控制',
      analytical_thinking: '分析思考',
      market_sensitivity: '市场敏感度',
      long_term_vision: '长期眼光',
    },
    recommendationsTitle: '建议',
    share: '分享结果',
    copied: '结果已复制到剪贴板！',
    retake: '重新测验',
    backToDashboard: '返回仪表板',
    scoring:
      '计分方式：每个选项为相关面向加 0–4 分，面向分数 = 得分 ÷ 该面向可得最高分 × 100；类型为五个分数最接近的典型轮廓。',
    fit: {
      title: '这个判断对你的意义',
      simulated: '模拟数据',
      position: '建议部位上限：投资组合的 {{percent}}%',
      noPosition: '判断为卖出：不建议建立新部位',
      stop: '止损：跌 {{percent}}%',
      stopPrice: '（约 {{price}} 元）',
      stockRisk: '此股风险等级 {{level}} / 5（{{source}}）',
      sources: { 'risk-analyst': '风险管理分析师', volatility: '年化波动度 {{vol}}%' },
      stockRiskUnknown: '此次分析没有测量此股的风险（可加选风险管理分析师）',
      capacity: '你的承受等级 {{level}} / 5：偏好设置「{{saved}}」{{personality}}',
      withPersonality: '、性格「{{title}}」（风险承受 {{risk}}、情绪控制 {{emotion}}）',
      saved: { low: '低', medium: '中', high: '高' },
      exceeds: '此股风险等级 {{stock}} 高于你的承受等级 {{capacity}}，建议部位已减半。',
      takeTest: '做投资性格测验，让建议更贴近你',
      rule: '规则：承受等级＝偏好设置（低 2／中 3／高 4），性格测验风险承受 ≥70 加 1、<35 减 1，情绪控制 <40 减 1，限 1–5。部位上限依等级为 5／8／10／15／20%，此股风险高于承受等级时减半。止损＝倍数 × 年化波动度 × √(20/252)，倍数依等级为 1／1／1.5／2／2，限 4–15%；未测量波动度时为 8%。此为教育用途的试算，不是投资建议。',
      failed: '个性化建议加载失败',
    },
  },
};

export default texts;
