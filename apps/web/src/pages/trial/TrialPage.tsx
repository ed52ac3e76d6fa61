import { ComingSoon } from '../../components/ComingSoon.tsx';

export default function TrialPage() {
  return <ComingSoon feature="trial" />;
}
