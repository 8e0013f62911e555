import { Box, Container, Heading, HStack, Link, List, Text } from '@chakra-ui/react';
import { use } from 'react';
import { useLocation } from 'react-router-dom';
import { resolveExampleInput, toQuery } from '@/engine';
import { todayIso } from '../browser/today';
import { AudienceNote } from '../components/audience-note';
import { EmbedCode } from '../components/embed-code';
import { Prose } from '../components/prose';
import { localizedBody } from '../data/edition';
import { loadCalculator } from '../data/load-calculator';
import { useEdition } from '../data/use-edition';
import { useSiteMessages } from '../messages/context';
import { Island, runnerProps, useAssets } from '../render/islands';
import { NamedIcon } from '../theme/icons';
import NotFoundPage from './not-found-page';

/**
 * /calculators/:id (/es/calculadoras/:slug) — one page for every definition, in the page's language (the Spanish
 * page has its own module and slug; the share-link names stay the contract's); unknown ones get the not-found page.
 */
export default function CalculatorPage() {
  const pathname = useLocation().pathname.replace(/(.)\/+$/, '$1');
  const { m, lang } = useSiteMessages();
  const entry = useEdition().calculators.find((candidate) => candidate.href === pathname);
  const module = use(loadCalculator(entry?.id ?? '', lang));
  // The English about text, whose links a translation keeps as they are (sources) are marked English.
  const english = lang === 'en' ? module : use(loadCalculator(entry?.id ?? '', 'en'));
  const assets = useAssets();
  if (!module || !entry) return <NotFoundPage />;
  const definition = module.definition;
  // The page's words are its language's catalogue entry's (the same as the localized definition's).
  const item = { ...definition, name: entry.name, description: entry.description };
  const props = runnerProps(definition.id, definition, assets, lang);
  const buildDay = todayIso();
  return (
    <Container maxW="4xl" py={{ base: '6', md: '10' }}>
      <HStack gap="3" mb="2" color={`${item.color}.fg`}>
        <NamedIcon name={item.icon} size={28} />
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="fg">
          {item.name}
        </Heading>
      </HStack>
      <Text fontSize="lg" color="fg.muted" mb={definition.audience ? '3' : '8'} data-print="hide-with-result">
        {item.description}
      </Text>
      <AudienceNote audience={definition.audience} mb="8" />
      <Box>
        <Island name="runner" props={lang === 'en' ? props : { ...props, action: entry.href }} />
      </Box>
      {/* Printed under a result (the browser's definition carries no sources: they are in page.ts). */}
      <Box as="section" data-print="only-with-result" data-testid="print-sources" mt="4" fontSize="xs">
        <Heading as="h2" size="sm" mb="1">
          {m.sourcesHeading()}
        </Heading>
        {/* One numbered run, as a paper's references: a list of ten took a third of a page. The titles are cited as
            published, in English on either edition; what each is cited for is a message, in the page's language. */}
        <Text>
          {definition.sources.map((source, index) => (
            <span key={source.title}>
              <strong>{index + 1}.</strong>{' '}
              {lang === 'en' ? (
                `${source.title}${source.citedFor ? ` (${source.citedFor})` : ''}`
              ) : (
                <>
                  <span lang="en">{source.title}</span>
                  {source.citedFor ? ` (${source.citedFor})` : ''}
                </>
              )}
              {source.url ? ` ${source.url}` : ''}{' '}
            </span>
          ))}
        </Text>
      </Box>
      <Box as="section" aria-labelledby="examples-heading" mt="10" data-print="hide">
        <Heading as="h2" size="lg" id="examples-heading" mb="2">
          {m.tryExample()}
        </Heading>
        <List.Root gap="1" ps="5">
          {item.examples.map((example) => {
            // Dates are relative to the visitor's day ('today-59d'): the link in the HTML says so, and the page
            // reads it on the day it is opened (copied, opened before the page script, crawled: docs/adr/0019); the
            // page script also writes each link out on the visitor's date, so the address shows real dates.
            const relative = `${entry.href}?${toQuery(item, example.input)}`;
            const resolved = `${entry.href}?${toQuery(item, resolveExampleInput(example.input, buildDay))}`;
            return (
              <List.Item key={example.title}>
                <Link
                  href={relative}
                  data-relative-href={relative === resolved ? undefined : relative}
                  colorPalette="pink"
                >
                  {example.title}
                </Link>
              </List.Item>
            );
          })}
        </List.Root>
      </Box>
      {/* A printed result carries its sources itself (src/results/sheet.tsx), not the whole article. */}
      <Box mt="10" data-print="hide-with-result">
        <Prose html={localizedBody(module.aboutHtml, lang, english?.aboutHtml ?? '')} />
      </Box>
      <EmbedCode item={item} />
    </Container>
  );
}
