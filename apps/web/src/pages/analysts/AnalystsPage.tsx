import { ComingSoon } from '../../components/ComingSoon.tsx';

export default function AnalystsPage() {
  return <ComingSoon feature="analysts" />;
}
