import { useMutation } from '@tanstack/react-query';
import { tts } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';

/** POST /api/tts { text } → the spoken audio (a Blob). */
export function useTts({ mutationConfig }: { mutationConfig?: MutationConfig<typeof tts> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: tts });
}
