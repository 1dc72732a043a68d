import { MESSAGES } from '@wonderkin/shared';
import { Button, Icon, useToast } from '../../components';

async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  // Older browsers and non-secure origins: a temporary textarea and execCommand.
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('copy failed');
}

/** Copies the lesson's address (without any navigation state) to the clipboard. */
export function ShareButton({ path }: { path: string }) {
  const toast = useToast();
  return (
    <Button
      variant="secondary"
      size="sm"
      icon={<Icon name="external" size={18} />}
      onClick={async () => {
        try {
          await copyText(`${window.location.origin}${path}`);
          toast.success(MESSAGES.linkCopied);
        } catch {
          toast.error(MESSAGES.linkCopyFailed);
        }
      }}
    >
      <span className="share-button__label">Share link</span>
    </Button>
  );
}
