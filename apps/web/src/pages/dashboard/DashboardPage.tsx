import { ComingSoon } from '../../components/ComingSoon.tsx';

export default function DashboardPage() {
  return <ComingSoon feature="dashboard" />;
}
