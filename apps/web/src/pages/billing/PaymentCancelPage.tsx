import { ComingSoon } from '../../components/ComingSoon.tsx';

export default function PaymentCancelPage() {
  return <ComingSoon feature="paymentCancel" />;
}
