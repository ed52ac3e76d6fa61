import { ComingSoon } from '../../components/ComingSoon.tsx';

export default function AuthTestPage() {
  return <ComingSoon feature="authTest" />;
}
