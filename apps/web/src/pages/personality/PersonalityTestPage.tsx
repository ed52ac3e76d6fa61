import { ComingSoon } from '../../components/ComingSoon.tsx';

export default function PersonalityTestPage() {
  return <ComingSoon feature="personalityTest" />;
}
