import { DIALOG_AUTO_CLOSE_MS } from '@benji/shared';
import { i18n, loadNamespace } from '../i18n/i18n';

// sweetalert2 is loaded on first use, so pages that never show a dialog never download it; the
// dialogs' own words come with it, in the active language.
const loadSwal = () => Promise.all([import('sweetalert2'), loadNamespace('dialogs')]).then(([module]) => module.default);
const t = i18n.getFixedT(null, 'dialogs');

const BRAND = '#1d4ed8';

/** Success dialog that closes itself after 2 s with a progress bar (spec 4, Sign-in). */
export async function showAutoCloseSuccess(title: string, text: string): Promise<void> {
  const Swal = await loadSwal();
  await Swal.fire({
    icon: 'success',
    title,
    text,
    timer: DIALOG_AUTO_CLOSE_MS,
    timerProgressBar: true,
    showConfirmButton: false,
  });
}

export async function showError(title: string, text: string): Promise<void> {
  const Swal = await loadSwal();
  await Swal.fire({ icon: 'error', title, text, confirmButtonText: t('ok'), confirmButtonColor: BRAND });
}

/** A plain alert, the counterpart of window.alert. Resolves once the dialog is gone and focus is back. */
export async function showAlert(text: string, icon: 'warning' | 'error' | 'info' = 'warning'): Promise<void> {
  const Swal = await loadSwal();
  await new Promise<void>((resolve) => {
    void Swal.fire({ icon, text, confirmButtonText: t('ok'), confirmButtonColor: BRAND, didClose: () => resolve() });
  });
}

/** 'Trial Period Ended' after a sign-in with neither trial nor subscription: true means show pricing. */
export async function askViewPricing(): Promise<boolean> {
  const Swal = await loadSwal();
  const result = await Swal.fire({
    icon: 'warning',
    title: t('trialEnded.title'),
    text: t('trialEnded.text'),
    showCancelButton: true,
    confirmButtonText: t('trialEnded.confirm'),
    cancelButtonText: t('trialEnded.cancel'),
    confirmButtonColor: BRAND,
  });
  return result.isConfirmed;
}

/**
 * 'Trial Expired': cannot be dismissed by an outside click or Escape. It leads to the plans (the
 * user stays signed in, so a plan can be bought at once); 'Go to Login' signs out as before.
 */
export async function showTrialExpired(): Promise<'plans' | 'login'> {
  const Swal = await loadSwal();
  const result = await Swal.fire({
    icon: 'warning',
    title: t('trialExpired.title'),
    text: t('trialExpired.text'),
    confirmButtonText: t('trialExpired.confirm'),
    confirmButtonColor: BRAND,
    showDenyButton: true,
    denyButtonText: t('trialExpired.deny'),
    denyButtonColor: '#475569',
    allowOutsideClick: false,
    allowEscapeKey: false,
  });
  return result.isConfirmed ? 'plans' : 'login';
}

/** Asks before replacing the calendar feed's address: every app subscribed to the old one stops updating. */
export async function confirmResetCalendarLink(): Promise<boolean> {
  const Swal = await loadSwal();
  const result = await Swal.fire({
    icon: 'warning',
    title: t('resetCalendarLink.title'),
    text: t('resetCalendarLink.text'),
    showCancelButton: true,
    confirmButtonText: t('resetCalendarLink.confirm'),
    cancelButtonText: t('resetCalendarLink.cancel'),
    confirmButtonColor: BRAND,
  });
  return result.isConfirmed;
}

/** Cancelling a plan bought through the test checkout: it ends at once, so the user is asked first. */
export async function confirmCancelPlan(plan: string): Promise<boolean> {
  const Swal = await loadSwal();
  const result = await Swal.fire({
    icon: 'warning',
    title: t('cancelPlan.title'),
    text: t('cancelPlan.text', { plan }),
    showCancelButton: true,
    confirmButtonText: t('cancelPlan.confirm'),
    cancelButtonText: t('cancelPlan.cancel'),
    confirmButtonColor: '#b91c1c',
    focusCancel: true,
  });
  return result.isConfirmed;
}

/** Deleting a conversation takes its messages and the ones saved from it: the user is asked first. */
export async function confirmDeleteConversation(title: string): Promise<boolean> {
  const Swal = await loadSwal();
  const result = await Swal.fire({
    icon: 'warning',
    title: t('deleteConversation.title'),
    text: t('deleteConversation.text', { title }),
    showCancelButton: true,
    confirmButtonText: t('deleteConversation.confirm'),
    cancelButtonText: t('deleteConversation.cancel'),
    confirmButtonColor: '#b91c1c',
    focusCancel: true,
  });
  return result.isConfirmed;
}

/** Deleting something the user typed by hand, asked first in the caller's words (already in the user's language). */
export async function confirmDeletion(words: { title: string; text: string; confirm: string; cancel: string }): Promise<boolean> {
  const Swal = await loadSwal();
  const result = await Swal.fire({
    icon: 'warning',
    title: words.title,
    text: words.text,
    showCancelButton: true,
    confirmButtonText: words.confirm,
    cancelButtonText: words.cancel,
    confirmButtonColor: '#b91c1c',
    focusCancel: true,
  });
  return result.isConfirmed;
}
