import { Box, Heading, HStack, Link, Text } from '@chakra-ui/react';
import { use } from 'react';
import { useParams } from 'react-router-dom';
import { AudienceNote } from '../components/audience-note';
import { PageMessages } from '../components/layout';
import { embedPath } from '../data/embed';
import { loadCalculator } from '../data/load-calculator';
import { useEdition } from '../data/use-edition';
import { PREFIX } from '../i18n/lang';
import { useSiteMessages } from '../messages/context';
import { Island, runnerProps, useAssets } from '../render/islands';
import NotFoundPage from './not-found-page';

/**
 * /embed/:id — a calculator for another site's page: its form and result, a title and a small
 * attribution link to the full page, nothing else. The form submits to this page before its code is ready, like
 * the full page's; /embed-frame.js gives it its theme and reports its height to the host.
 */
export default function EmbedPage() {
  const { id = '' } = useParams();
  const { m, lang } = useSiteMessages();
  const entry = useEdition().calculators.find((candidate) => candidate.id === id);
  const module = use(loadCalculator(entry?.id ?? '', lang));
  const assets = useAssets();
  if (!module || !entry) return <NotFoundPage />;
  const item = { ...module.definition, name: entry.name };
  return (
    <Box as="main" px={{ base: '3', md: '4' }} py="3">
      <Heading as="h1" size="lg" mb="3">
        {item.name}
      </Heading>
      <AudienceNote audience={module.definition.audience} mb="3" />
      <Island
        name="runner"
        props={{ ...runnerProps(id, module.definition, assets, lang), action: embedPath(id, PREFIX[lang]) }}
      />
      <HStack justify="flex-end" mt="3">
        <Text fontSize="sm" color="fg.muted">
          {m.embedComputedBy()}{' '}
          {/* The address gets the inputs when pressed (/embed-frame.js): the full page opens with them. */}
          <Link
            href={entry.href}
            target="_blank"
            rel="noopener"
            data-embed-attribution=""
            colorPalette="pink"
          >
            BloomCalc
            <Box as="span" srOnly>
              {m.embedOpenFull()}
            </Box>
          </Link>
        </Text>
      </HStack>
      <PageMessages />
    </Box>
  );
}
