import { ComingSoon } from '../../components/ComingSoon.tsx';

export default function PaymentSuccessPage() {
  return <ComingSoon feature="paymentSuccess" />;
}
