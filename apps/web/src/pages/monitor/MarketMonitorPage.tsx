import { ComingSoon } from '../../components/ComingSoon.tsx';

export default function MarketMonitorPage() {
  return <ComingSoon feature="marketMonitor" />;
}
