import {
  deleteBlogEndpoint,
  deleteProgramEndpoint,
  updateBlogEndpoint,
  updateProgramEndpoint,
  type UpdateBlogBody,
  type UpdateProgramBody,
} from '@contract/admin-content';
import { withPathId } from '@contract/admin-path';
import { addBlogEndpoint, type AddBlogBody } from '@contract/blog';
import { addProgramEndpoint, type AddProgramBody } from '@contract/admin-content';
import { acceptedOrThrow, callEndpoint } from '@/lib/api-client';
import { blogKeys } from '@/lib/queries/blog-queries';
import { programKeys } from '@/lib/queries/program-queries';
import { useInvalidatingMutation } from '@/lib/react-query';

export const useAddBlog = () =>
  useInvalidatingMutation(blogKeys.all, (blog: AddBlogBody) =>
    callEndpoint(addBlogEndpoint, { body: blog }).then(acceptedOrThrow),
  );

export const useUpdateBlog = () =>
  useInvalidatingMutation(blogKeys.all, ({ id, body }: { id: number; body: UpdateBlogBody }) =>
    callEndpoint(withPathId(updateBlogEndpoint, id), { body }).then(acceptedOrThrow),
  );

export const useDeleteBlog = () =>
  useInvalidatingMutation(blogKeys.all, (id: number) =>
    callEndpoint(withPathId(deleteBlogEndpoint, id)).then(acceptedOrThrow),
  );

export const useAddProgram = () =>
  useInvalidatingMutation(programKeys.all, (program: AddProgramBody) =>
    callEndpoint(addProgramEndpoint, { body: program }).then(acceptedOrThrow),
  );

export const useUpdateProgram = () =>
  useInvalidatingMutation(programKeys.all, ({ id, body }: { id: number; body: UpdateProgramBody }) =>
    callEndpoint(withPathId(updateProgramEndpoint, id), { body }).then(acceptedOrThrow),
  );

export const useDeleteProgram = () =>
  useInvalidatingMutation(programKeys.all, (id: number) =>
    callEndpoint(withPathId(deleteProgramEndpoint, id)).then(acceptedOrThrow),
  );
