import { Link, useSearchParams } from 'react-router';
import { isAllowedRedirectUrl, telHref } from '@fairdraw/domain';
import { ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { useConfig } from '../../../lib/api/get-config';
import { useHasCapabilities } from '../../../lib/capabilities';
import { useDocumentDescription, useDocumentTitle } from '../../../lib/document-title';
import { useContactPage } from '../api/get-contact-page';
import { SupportForm } from '../components/support-form';
import '../content.css';

/** /about/contact-us: the ways to reach customer care, with the page's words from the content service. */
export function ContactUsRoute() {
  const page = useContactPage();
  const { support } = useConfig();
  const chatOn = useHasCapabilities('customer_chat');
  const faqOn = useHasCapabilities('support_faq');
  const formOn = useHasCapabilities('support_form');
  // A link may choose the topic (`?topic=Partnerships and affiliates`); one the page does not offer is ignored.
  const [searchParams] = useSearchParams();
  const initialTopic = searchParams.get('topic') ?? undefined;
  useDocumentTitle(page.data?.seo.title ?? 'Contact us');
  useDocumentDescription(page.data?.seo.description);

  return (
    <div className="content-page content-page-contact">
      <header className="content-header">
        <h1>{page.data?.title ?? 'Contact us'}</h1>
        {page.data ? <p className="content-header-subtitle">{page.data.intro}</p> : null}
      </header>
      {page.isPending ? <ListSkeleton label="Loading the contact page" count={1} /> : null}
      {page.isError ? (
        <ErrorState
          message="We couldn't load this page's words just now."
          onRetry={() => void page.refetch()}
        />
      ) : null}
      <div className="contact-columns">
        {formOn && page.data ? (
          <section className="content-section" aria-labelledby="contact-form">
            <h2 id="contact-form">Send us a message</h2>
            <SupportForm topics={page.data.topics} initialTopic={initialTopic} />
          </section>
        ) : null}
        <section className="content-section contact-ways" aria-labelledby="contact-ways">
          <h2 id="contact-ways">Talk to customer care</h2>
          <dl className="contact-list">
            <div>
              <dt>Phone</dt>
              <dd>
                <a href={telHref(support.phone)}>{support.phone}</a>
              </dd>
            </div>
            <div>
              <dt>E-mail</dt>
              <dd>
                <a href={`mailto:${support.email}`}>{support.email}</a>
              </dd>
            </div>
            {chatOn && support.chatUrl && isAllowedRedirectUrl(support.chatUrl) ? (
              <div>
                <dt>Online chat</dt>
                <dd>
                  <a href={support.chatUrl}>Chat with us online</a>
                </dd>
              </div>
            ) : null}
            <div>
              <dt>Opening hours</dt>
              <dd>{support.openingHours}</dd>
            </div>
          </dl>
          {faqOn ? (
            <p>
              Many answers are already in our <Link to="/about/faq">frequently asked questions</Link>.
            </p>
          ) : null}
          <p>
            If gambling is causing you harm, call Gambling Help on <a href="tel:1800858858">1800 858 858</a>,
            free and open all day, every day.
          </p>
        </section>
      </div>
    </div>
  );
}
