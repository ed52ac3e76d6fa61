import { ComingSoon } from '../../components/ComingSoon.tsx';

export default function MarketPage() {
  return <ComingSoon feature="market" />;
}
