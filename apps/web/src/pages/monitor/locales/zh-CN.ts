import type texts from './zh-TW.ts';

/** Simplified Chinese texts of the market monitor. */
const zhCN: typeof texts = {
  monitor: {
    title: '市场监控',
    connected: '实时连接中',
    disconnected: '连接中断，5 秒后重试',
    enableNotifications: '启用浏览器通知',
    notificationsOn: '已启用通知',
    simulated: '模拟',
    tabs: { overview: '总览', watchlist: '自选股', alerts: '预警', events: '市场事件' },
    empty: { watchlist: '自选清单是空的', alerts: '尚未设置预警', events: '目前没有市场事件' },
    watchlist: {
      add: '加入自选股',
      symbol: '股票代码',
      price: '成交价',
      change: '涨跌',
      volume: '成交量',
      remove: '移除',
      confirmRemove: '确定要将 {{symbol}} 从自选清单移除吗？',
      addFailed: '添加失败',
      removeFailed: '移除失败，请稍后再试',
    },
    alerts: {
      create: '创建预警',
      type: '类型',
      condition: '条件',
      message: '预警信息',
      frequency: '触发频率',
      active: '启用',
      triggered: '已触发',
      remove: '删除',
      confirmRemove: '确定要删除这个预警吗？',
      createFailed: '创建预警失败',
      removeFailed: '删除失败，请稍后再试',
      types: {
        price_above: '股价高于',
        price_below: '股价低于',
        change_percent: '涨跌幅 (%)',
        volume_spike: '放量（均量倍数）',
        limit_up_touched: '触及涨停',
        limit_up_reopened: '涨停打开',
        limit_down_touched: '触及跌停',
        limit_down_reopened: '跌停打开',
      },
      frequencies: {
        once: '仅一次',
        once_per_bar: '每分钟一次',
        once_per_day: '每交易日一次',
        every_time: '每次（最短间隔 60 秒）',
      },
    },
    submit: '确定',
    cancel: '取消',
    notificationTitle: '{{symbol}} 预警触发',
  },
};
export default zhCN;
