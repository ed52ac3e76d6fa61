import { InfoPage } from '../../components/InfoPage.tsx';

export default function ContactPage() {
  return <InfoPage page="contact" />;
}
