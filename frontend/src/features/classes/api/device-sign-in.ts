import { ClassDeviceStudentSchema, type ClassDeviceStudent, type ClassPictureId } from '@wonderkin/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jsonInit, requestJson } from '../../../lib/http';
import type { MutationConfig } from '../../../lib/react-query';
import { deviceStudentQueryOptions } from './get-device-student';
import { myWorkQueryOptions } from './get-my-work';

export interface PictureSignIn {
  code: string;
  studentId: string;
  pictures: ClassPictureId[];
}

/** POST /api/class-device/sign-in { code, studentId, pictures } → the student (401 wrong pictures, 429 locked, in words). */
export function deviceSignIn(input: PictureSignIn): Promise<ClassDeviceStudent> {
  return requestJson('/api/class-device/sign-in', ClassDeviceStudentSchema, jsonInit('POST', input));
}

export function useDeviceSignIn({ mutationConfig }: { mutationConfig?: MutationConfig<typeof deviceSignIn> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: deviceSignIn,
    onSuccess: (student, ...rest) => {
      // Whatever work was read before belongs to whoever was here before.
      queryClient.removeQueries({ queryKey: myWorkQueryOptions().queryKey });
      queryClient.setQueryData(deviceStudentQueryOptions().queryKey, student);
      return mutationConfig?.onSuccess?.(student, ...rest);
    },
  });
}
