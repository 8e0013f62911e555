import { Box, HStack, Text } from '@chakra-ui/react';
import { UsersRound } from 'lucide-react';
import type { Audience } from '@/engine';

/** The line near the top of a calculator's form that says whom its formula was made for (`audience.note`). */
export function AudienceNote({ audience, mb }: { audience?: Audience; mb?: string }) {
  if (!audience) return null;
  return (
    <HStack gap="2" mb={mb} align="flex-start" data-audience-note="">
      {/* The icon keeps its size on a narrow screen and sits on the first line of a note that wraps. */}
      <Box as="span" flexShrink={0} mt="1" color="fg.muted">
        <UsersRound size={18} aria-hidden />
      </Box>
      <Text fontWeight="medium">{audience.note}</Text>
    </HStack>
  );
}
