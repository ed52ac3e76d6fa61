import type texts from './zh-TW.ts';

/** English texts of the market monitor. */
const enUS: typeof texts = {
  monitor: {
    title: 'Market monitor',
    connected: 'Live',
    disconnected: 'Disconnected; retrying in 5 s',
    enableNotifications: 'Enable browser notifications',
    notificationsOn: 'Notifications on',
    simulated: 'Simulated',
    tabs: { overview: 'Overview', watchlist: 'Watchlist', alerts: 'Alerts', events: 'Market events' },
    empty: { watchlist: 'Your watchlist is empty', alerts: 'No alerts yet', events: 'No market events' },
    watchlist: {
      add: 'Add stock',
      symbol: 'Symbol',
      price: 'Price',
      change: 'Change',
      volume: 'Volume',
      remove: 'Remove',
      confirmRemove: 'Remove {{symbol}} from your watchlist?',
      addFailed: 'Could not add',
      removeFailed: 'Could not remove; please try again later',
    },
    alerts: {
      create: 'Create alert',
      type: 'Type',
      condition: 'Condition',
      message: 'Alert message',
      frequency: 'Frequency',
      active: 'Active',
      triggered: 'Triggered',
      remove: 'Delete',
      confirmRemove: 'Delete this alert?',
      createFailed: 'Could not create the alert',
      removeFailed: 'Could not delete; please try again later',
      types: {
        price_above: 'Price above',
        price_below: 'Price below',
        change_percent: 'Change (%)',
        volume_spike: 'Volume spike (× average)',
        limit_up_touched: 'Limit-up touched',
        limit_up_reopened: 'Limit-up reopened',
        limit_down_touched: 'Limit-down touched',
        limit_down_reopened: 'Limit-down reopened',
      },
      frequencies: {
        once: 'Once',
        once_per_bar: 'Once per minute',
        once_per_day: 'Once per trading day',
        every_time: 'Every time (at least 60 s apart)',
      },
    },
    submit: 'OK',
    cancel: 'Cancel',
    notificationTitle: '{{symbol}} alert triggered',
  },
};
export default enUS;
