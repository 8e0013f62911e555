import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { Download, Printer, Share2 } from 'lucide-react';
import { useState } from 'react';
import { type CustomBlockOf, formatIsoDate, type Locale } from '@/engine';
import { useLanguage, useResultMessages } from '@/form/language';
import { todayIso } from '@/site/browser/today';
import type { BlockProps } from '../blocks';
import { copyText } from '../clipboard';
import { buildReportHtml, buildReportText, buildShareText } from '../report-text';

/** Today, written as every date in the report is. */
function preparedOn(locale: Locale): string {
  return formatIsoDate(todayIso(), false, locale);
}

/** Print PDF, Download Report and Share for a result; what goes in the report comes from the block's props. */
export default function ReportActions({ block, result }: BlockProps<CustomBlockOf<'report-actions'>>) {
  const spec = block.props;
  const [status, setStatus] = useState('');
  const language = useLanguage();
  const { locale } = language;
  const words = useResultMessages();

  const print = () => {
    const page = window.open('', '_blank');
    if (!page) {
      setStatus(words.popupBlocked());
      return;
    }
    page.document.open();
    page.document.write(buildReportHtml(spec, result, preparedOn(locale), language));
    page.document.close();
    page.focus();
    page.print();
    setStatus(words.reportOpened());
  };

  const download = () => {
    const blob = new Blob([buildReportText(spec, result, preparedOn(locale), language)], {
      type: 'text/plain;charset=utf-8',
    });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = spec.fileName;
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
    setStatus(words.reportSaved({ fileName: spec.fileName }));
  };

  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({
          title: spec.shareTitle,
          text: buildShareText(spec, result, undefined, language),
          url,
        });
        setStatus('');
      } catch (error) {
        // A cancelled or failed native share is only logged (spec part 2 §8).
        if (!(error instanceof DOMException && error.name === 'AbortError'))
          console.warn('Share failed', error);
      }
      return;
    }
    const copied = await copyText(buildShareText(spec, result, url, language));
    setStatus(copied ? words.copied() : words.copyUnavailable());
  };

  return (
    <Box>
      <HStack gap="3" wrap="wrap">
        <Button variant="outline" colorPalette="pink" onClick={print}>
          <Printer aria-hidden /> {words.printPdf()}
        </Button>
        <Button variant="outline" colorPalette="pink" onClick={download}>
          <Download aria-hidden /> {words.downloadReport()}
        </Button>
        <Button variant="outline" colorPalette="pink" onClick={share}>
          <Share2 aria-hidden /> {words.shareButton()}
        </Button>
      </HStack>
      <Text
        role="status"
        aria-live="polite"
        mt="2"
        minH="1.5em"
        fontSize="sm"
        color="fg.muted"
        data-testid="report-status"
      >
        {status}
      </Text>
    </Box>
  );
}
