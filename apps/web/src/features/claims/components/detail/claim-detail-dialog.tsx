import type { TClaim } from '@benji/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { Modal } from '../../../../components/modal/modal';
import { Button, buttonClasses } from '../../../../components/ui/button';
import { useTranslation } from '../../../../i18n/use-translation';
import { useClaimWords } from '../../../../lib/claim-words';
import { useSampleLetter } from '../../use-sample-letter';
import { CopyButton } from '../../../../components/ui/copy-button';
import { DeadlinesPanel } from '../deadlines/deadlines-panel';
import { DiaryPanel } from '../diary/diary-panel';
import { StatusBadge } from '../../../../components/ui/status-badge';
import { DetailTabs, panelId, tabId, type DetailTab } from './detail-tabs';
import { DetailsPanel } from './details-panel';

/** Spec 2.9's detail dialog, plus the claim's diary and deadlines in tabs of their own. */
export function ClaimDetailDialog({ claim, onClose }: { claim: TClaim; onClose: () => void }) {
  const [tab, setTab] = useState<DetailTab>('details');
  const { t } = useTranslation('claims');
  const words = useClaimWords();
  const letter = useSampleLetter(claim);

  return (
    <Modal
      open
      onClose={onClose}
      title={claim.insurance_company_name || words.claimType(claim.type_of_claim)}
      subtitle={
        <span className="inline-flex flex-wrap items-center gap-2">
          <StatusBadge status={claim.status} /> {words.claimType(claim.type_of_claim)}
        </span>
      }
      size="xl"
      footer={
        <>
          <Link to={`/claim-status/${claim.id}/inventory`} className={buttonClasses('secondary')}>
            {t('detail.inventory')}
          </Link>
          <Link to={`/claim-status/${claim.id}/money`} className={buttonClasses('secondary')}>
            {t('detail.payments')}
          </Link>
          {tab === 'details' && (
            <CopyButton text={letter.text} label={t('detail.copyLetter')} success={t('letter.copied')} variant="primary" />
          )}
          <Button variant="secondary" onClick={onClose}>
            {t('detail.close')}
          </Button>
        </>
      }
    >
      <DetailTabs active={tab} onChange={setTab} />
      <div id={panelId(tab)} role="tabpanel" aria-labelledby={tabId(tab)}>
        {tab === 'details' && <DetailsPanel claim={claim} letter={letter} onDeleted={onClose} />}
        {tab === 'diary' && <DiaryPanel claim={claim} />}
        {tab === 'deadlines' && <DeadlinesPanel claim={claim} />}
      </div>
    </Modal>
  );
}
