import { waitFor } from '@testing-library/react';

/** The sweetalert2 dialog on screen; it lives outside the rendered tree. */
export function sweetAlert(): Promise<HTMLElement> {
  return waitFor(() => {
    const element = document.querySelector<HTMLElement>('.swal2-popup');
    if (!element) throw new Error('no dialog yet');
    return element;
  });
}

/** Waits until no sweetalert2 dialog is left, so the next test starts on a clean page. */
export async function noSweetAlertLeft(): Promise<void> {
  await waitFor(
    () => {
      if (document.querySelector('.swal2-container')) throw new Error('a dialog is still open');
    },
    { timeout: 5000 },
  );
}
