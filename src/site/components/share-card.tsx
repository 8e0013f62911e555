import { Button, Card, Heading, HStack, Text, Wrap } from '@chakra-ui/react';
import { Check, Link2, Share2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { copyText } from '@/results/clipboard';
import { useHydrated } from '../browser/use-hydrated';
import { useSiteMessages } from '../messages/context';

/** How long 'Copied' shows after Copy Link (spec part 2 §9). */
const COPIED_MS = 2000;

/** Share targets opened in a 600×400 popup; Twitter and WhatsApp also get the title. */
function shareUrls(url: string, title: string) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { name: 'Twitter', href: `https://twitter.com/intent/tweet?url=${u}&text=${t}` },
    { name: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { name: 'WhatsApp', href: `https://wa.me/?text=${t}%20${u}` },
  ];
}

/**
 * The device's share sheet. A failure is logged, as the maternity Share does (spec part 2 §8: "Failed native
 * share: logged only"); the visitor closing the sheet (AbortError) is no failure.
 */
async function shareNatively(data: ShareData): Promise<void> {
  try {
    await navigator.share(data);
  } catch (error) {
    if (!(error instanceof DOMException && error.name === 'AbortError')) console.warn('Share failed', error);
  }
}

/** 'Copied' state that falls back to false COPIED_MS after it is set. */
function useCopied() {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  return [copied, setCopied] as const;
}

/** Share card: native share when present, four networks in a popup, and Copy Link. */
export function ShareCard({ title, text }: { title: string; text?: string }) {
  const hydrated = useHydrated();
  const { m } = useSiteMessages();
  const [copied, setCopied] = useCopied();
  const url = () => `${window.location.origin}${window.location.pathname}`;
  const canShare = hydrated && typeof navigator.share === 'function';
  return (
    <Card.Root variant="subtle" as="section" aria-labelledby="share-heading">
      <Card.Body gap="3">
        <Heading as="h2" size="md" id="share-heading">
          {m.shareThis()}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {m.shareText()}
        </Text>
        <Wrap gap="2">
          {canShare && (
            <Button
              size="sm"
              colorPalette="pink"
              data-action="share-sheet"
              onClick={() => shareNatively({ title, text: text ?? title, url: url() })}
            >
              <Share2 aria-hidden /> {m.share()}
            </Button>
          )}
          {shareUrls('', '').map(({ name }) => (
            <Button
              key={name}
              size="sm"
              variant="outline"
              data-action={`share-${name.toLowerCase()}`}
              onClick={() => {
                const target = shareUrls(url(), title).find((entry) => entry.name === name);
                if (target) window.open(target.href, 'share', 'width=600,height=400,noopener,noreferrer');
              }}
            >
              {name}
            </Button>
          ))}
          <Button
            size="sm"
            variant="outline"
            data-action="copy-link"
            onClick={async () => {
              if (await copyText(url())) setCopied(true);
            }}
          >
            {copied ? <Check aria-hidden /> : <Link2 aria-hidden />}
            {copied ? m.copied() : m.copyLink()}
          </Button>
        </Wrap>
        <Text role="status" srOnly>
          {copied ? m.linkCopiedToClipboard() : ''}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

/** A compact Share button: the device's share sheet when present, else the link is copied ('Copied' for 2 s). */
export function ShareButton({ title, text }: { title: string; text?: string }) {
  const [copied, setCopied] = useCopied();
  const { m } = useSiteMessages();
  const share = async () => {
    const url = `${window.location.origin}${window.location.pathname}`;
    if (typeof navigator.share === 'function') {
      await shareNatively({ title, text: text ?? title, url });
      return;
    }
    if (await copyText(url)) setCopied(true);
  };
  return (
    <HStack gap="2">
      <Text role="status" fontSize="sm" color="fg.muted">
        {copied ? m.linkCopied() : ''}
      </Text>
      <Button size="sm" variant="outline" onClick={share}>
        {copied ? <Check aria-hidden /> : <Share2 aria-hidden />}
        {copied ? m.copied() : m.share()}
      </Button>
    </HStack>
  );
}
