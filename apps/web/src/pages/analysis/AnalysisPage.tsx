import { ComingSoon } from '../../components/ComingSoon.tsx';

export default function AnalysisPage() {
  return <ComingSoon feature="analysis" />;
}
