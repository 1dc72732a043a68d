import { useMutation, useQueryClient } from '@tanstack/react-query';
import { send } from '../../../lib/http';
import type { MutationConfig } from '../../../lib/react-query';
import { deviceStudentQueryOptions } from './get-device-student';

/** POST /api/class-device/sign-out → 204: the device is ready for the next child. */
export async function deviceSignOut(): Promise<void> {
  await send('/api/class-device/sign-out', { method: 'POST' });
}

export function useDeviceSignOut({ mutationConfig }: { mutationConfig?: MutationConfig<typeof deviceSignOut> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: deviceSignOut,
    onSuccess: (...args) => {
      // The work read for this student is dropped at the next sign-in (removing it now, while shown, would ask again).
      queryClient.setQueryData(deviceStudentQueryOptions().queryKey, null);
      return mutationConfig?.onSuccess?.(...args);
    },
  });
}
