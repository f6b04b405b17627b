import type { UseMutationResult } from '@tanstack/react-query';
import { readFileAsDataUrl } from '@/lib/read-file-as-data-url';
import { toast } from 'sonner';

/**
 * What an Add Blog or Add Program form is given: the card it sits in, whether it is busy, and its submit: the
 * picture goes as a data URL; the success message, or the failure toast with the server's reason. The submit
 * answers whether it was saved, and the form then clears itself.
 */
export function useAddContentForm<TFields, TBody extends TFields & { image: string }>(
  add: UseMutationResult<unknown, Error, TBody>,
  messages: { added: string; addFailed: string },
) {
  const onSubmit = async ({ image, ...fields }: TFields & { image: File | null }): Promise<boolean> => {
    try {
      if (!image) return false;
      await add.mutateAsync({ ...fields, image: await readFileAsDataUrl(image) } as TBody);
      toast.success(messages.added, { position: 'top-right' });
      return true;
    } catch (error) {
      toast.error(messages.addFailed, {
        position: 'top-right',
        description: error instanceof Error ? error.message : undefined,
      });
      return false;
    }
  };
  return {
    className: 'max-w-3xl rounded-2xl bg-white p-6 shadow-sm',
    isSubmitting: add.isPending,
    resetAfterSave: true,
    onSubmit,
  };
}
