import { ComingSoon } from '../../components/ComingSoon.tsx';

export default function SubscriptionPage() {
  return <ComingSoon feature="subscription" />;
}
