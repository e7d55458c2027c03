import { showFailure } from './failure-toast';
import { toast } from './use-toast';

type Notice = { title: string; description: string };

// Spec 8: 'Copied' or 'Copy Failed', each in the caller's words. The clipboard exists only on secure
// pages (https, localhost) and may be refused; the answer says whether the text reached it (when not,
// the caller shows the text to be copied by hand).
export async function copyToClipboard(text: string, notices: { copied: Notice; failed: Notice }): Promise<boolean> {
  try {
    if (!navigator.clipboard) throw new Error('The clipboard is not available on this page');
    await navigator.clipboard.writeText(text);
    toast(notices.copied);
    return true;
  } catch (error) {
    console.warn('Copying to the clipboard failed', error);
    showFailure(notices.failed.title, null, notices.failed.description);
    return false;
  }
}
