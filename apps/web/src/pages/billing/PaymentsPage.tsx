import { ComingSoon } from '../../components/ComingSoon.tsx';

export default function PaymentsPage() {
  return <ComingSoon feature="payments" />;
}
