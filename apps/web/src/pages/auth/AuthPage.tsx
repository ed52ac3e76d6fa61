import { ComingSoon } from '../../components/ComingSoon.tsx';

export default function AuthPage() {
  return <ComingSoon feature="auth" />;
}
