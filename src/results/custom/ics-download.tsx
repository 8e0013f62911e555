import { Box, Heading, HStack, Link, Text } from '@chakra-ui/react';
import { CalendarPlus } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import type { CustomBlockOf } from '@/engine';
import { useLanguage, useResultMessages } from '@/form/language';
import type { BlockProps } from '../blocks';
import { buildIcs, collectEvents } from './ics-events';

/** "Add to calendar": an .ics file of the result's dates, made in the browser and offered as a Blob link. */
export default function IcsDownload({ block, result }: BlockProps<CustomBlockOf<'ics-download'>>) {
  const props = block.props;
  const language = useLanguage();
  const words = useResultMessages();
  const events = useMemo(
    () => collectEvents(result, props.events, language),
    [result, props.events, language],
  );
  const [href, setHref] = useState<string>();

  useEffect(() => {
    if (events.length === 0) return;
    const text = buildIcs(events, props.calendarName, new Date());
    const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
    setHref(url);
    return () => URL.revokeObjectURL(url);
  }, [events, props.calendarName]);

  if (events.length === 0) return null;
  return (
    <Box borderWidth="1px" borderRadius="md" p="4">
      {block.title && (
        <Heading as="h3" size="md" mb="2">
          {block.title}
        </Heading>
      )}
      <HStack gap="2" color="pink.fg">
        <CalendarPlus size={20} aria-hidden />
        {href ? (
          <Link href={href} download={props.filename} color="pink.fg" fontWeight="semibold">
            {props.label}
          </Link>
        ) : (
          <Text fontWeight="semibold">{props.label}</Text>
        )}
      </HStack>
      <Text fontSize="sm" color="fg.muted" mt="2">
        {words.icsEvents({ count: events.length })}
        {words.icsWhere()}
      </Text>
    </Box>
  );
}
