import { useTranslation } from '../i18n/use-translation';
import { Link } from '../i18n/LocalizedLinks';
import { CarrierDirectoryList } from '../directory/CarrierDirectoryList';
import { PageTitle } from '../layout/PageTitle';

/** /list-of-national-postal-services: every national post (carriers of type postal), 20 a page. */
export default function PostalServicesPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t('postalServices.title')} crumbs={[{ label: t('couriers.title'), to: '/couriers' }]}>
        <p className="pp-lead">{t('postalServices.lead')}</p>
        <p>
          <Link to="/t/postal-services">{t('postalServices.readMore')}</Link>
        </p>
      </PageTitle>
      <CarrierDirectoryList query={{ type: 'postal' }} />
    </>
  );
}
