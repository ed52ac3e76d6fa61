import { ComingSoon } from '../../components/ComingSoon.tsx';

export default function StockSearchPage() {
  return <ComingSoon feature="stockSearch" />;
}
