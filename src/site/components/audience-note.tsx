import { HStack, Text } from '@chakra-ui/react';
import { UsersRound } from 'lucide-react';
import type { Audience } from '@/engine';

/** The line near the top of a calculator's form that says whom its formula was made for (`audience.note`). */
export function AudienceNote({ audience, mb }: { audience?: Audience; mb?: string }) {
  if (!audience) return null;
  return (
    <HStack gap="2" mb={mb} color="fg" data-audience-note="">
      <UsersRound size={18} aria-hidden />
      <Text fontWeight="medium">{audience.note}</Text>
    </HStack>
  );
}
