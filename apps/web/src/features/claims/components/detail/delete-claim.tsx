import type { TClaim } from '@benji/shared';
import { Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import toast from '../../../../lib/toast';
import { Modal } from '../../../../components/modal/modal';
import { Button } from '../../../../components/ui/button';
import { showAlert } from '../../../../lib/dialogs';
import { useTranslation } from '../../../../i18n/use-translation';
import { useClaimWords } from '../../../../lib/claim-words';
import { useDeleteClaimMutation } from '../../api';
import { failureText, serverText } from '../../../../i18n/server-text';

/** Delete, behind a confirmation: the claim, its policy document and its diary go together. */
export function DeleteClaim({ claim, onDeleted }: { claim: TClaim; onDeleted: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const [deleteClaim, { isLoading }] = useDeleteClaimMutation();
  const { t } = useTranslation('claims');
  const type = useClaimWords().claimType(claim.type_of_claim);

  // The detail dialog closes only after this confirmation has closed: two modals unmounting in
  // one commit would restore the page's inert state in the wrong order.
  useEffect(() => {
    if (deleted && !confirming) onDeleted();
  }, [deleted, confirming, onDeleted]);

  async function confirm() {
    try {
      const { message } = await deleteClaim(claim.id).unwrap();
      toast.success(await serverText(message));
      setConfirming(false);
      setDeleted(true);
    } catch (error) {
      void showAlert(await failureText(error, t('detail.delete.failed')), 'error');
    }
  }

  return (
    <>
      <Button variant="ghost" className="text-red-700 hover:bg-red-50" onClick={() => setConfirming(true)}>
        <Trash2 aria-hidden="true" className="size-4" />
        {t('detail.delete.button')}
      </Button>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('detail.delete.title')}
        size="md"
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('detail.delete.cancel')}
            </Button>
            <Button variant="danger" loading={isLoading} onClick={() => void confirm()}>
              {isLoading ? t('detail.delete.deleting') : t('detail.delete.confirm')}
            </Button>
          </>
        }
      >
        <p className="text-sm text-slate-700">
          {claim.insurance_company_name
            ? t('detail.delete.text', { company: claim.insurance_company_name, type })
            : t('detail.delete.textNoInsurer', { type })}
        </p>
      </Modal>
    </>
  );
}
