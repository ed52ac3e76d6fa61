import { ComingSoon } from '../../components/ComingSoon.tsx';

export default function PortfolioPage() {
  return <ComingSoon feature="portfolio" />;
}
