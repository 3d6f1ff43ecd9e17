import { useComponentVariant } from '../api/get-components';
import { useWidgetTextOrNull } from '../../../lib/api/get-widget-texts';
import '../site-widgets.css';

/**
 * companyInformationWidget: who runs the shop, in the footer's fine print. The details come from the
 * `widgets.company` translation item (the config has no company fields); without them it shows nothing
 * rather than half an identity. `compact` puts them on one line.
 */
export function CompanyInformation() {
  const variant = useComponentVariant('companyInformationWidget');
  const company = useWidgetTextOrNull('widgets.company');
  if (variant === 'off' || !company) return null;
  if (variant === 'compact') {
    return (
      <p className="company-info company-info-compact">
        {company.name} · ABN {company.abn} · {company.licence}
      </p>
    );
  }
  return (
    <section className="company-info" aria-labelledby="footer-company">
      <h2 id="footer-company">{company.name}</h2>
      <dl>
        <div>
          <dt>ABN</dt>
          <dd>{company.abn}</dd>
        </div>
        <div>
          <dt>Licence</dt>
          <dd>{company.licence}</dd>
        </div>
        <div>
          <dt>Registered office</dt>
          <dd>{company.address}</dd>
        </div>
      </dl>
    </section>
  );
}
