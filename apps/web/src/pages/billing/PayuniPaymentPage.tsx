import { ComingSoon } from '../../components/ComingSoon.tsx';

export default function PayuniPaymentPage() {
  return <ComingSoon feature="payuniPayment" />;
}
