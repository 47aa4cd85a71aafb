import {
  type CreateRegistrationFieldBody,
  createRegistrationField,
  createRegistrationGroup,
  deleteRegistrationField,
  deleteRegistrationGroup,
  getManagedRegistrationForm,
  type ManagedRegistrationForm,
  type MoveBody,
  moveRegistrationField,
  moveRegistrationGroup,
  type RegistrationGroupBody,
  type UpdateRegistrationFieldBody,
  updateRegistrationField,
  updateRegistrationGroup,
} from '@manara/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';
import { queryKeysFactory } from '../../../lib/query-key-factory.ts';
import { registrationFormKeys } from '../../auth/auth.queries.ts';

const builderKeys = queryKeysFactory('managed-registration-form');

/** The form as the builder edits it, both languages. */
export function useManagedRegistrationForm() {
  return useQuery({
    queryKey: builderKeys.all,
    queryFn: ({ signal }) => callApi(getManagedRegistrationForm, { signal }),
  });
}

/** Every change refreshes the builder and the learners' form (sign-up, profile). */
export function useRegistrationFormMutations() {
  const queryClient = useQueryClient();
  const refresh = async () => {
    void queryClient.invalidateQueries({ queryKey: registrationFormKeys.all });
    await queryClient.invalidateQueries({ queryKey: builderKeys.all });
  };
  /** A move answers the whole form: shown at once. */
  const showForm = async (form: ManagedRegistrationForm) => {
    queryClient.setQueryData(builderKeys.all, form);
    void queryClient.invalidateQueries({ queryKey: registrationFormKeys.all });
  };
  return {
    createGroup: useMutation({
      mutationFn: (body: RegistrationGroupBody) => callApi(createRegistrationGroup, { body }),
      onSuccess: refresh,
    }),
    updateGroup: useMutation({
      mutationFn: ({ groupId, body }: { groupId: number; body: RegistrationGroupBody }) =>
        callApi(updateRegistrationGroup, { params: { groupId }, body }),
      onSuccess: refresh,
    }),
    moveGroup: useMutation({
      mutationFn: ({ groupId, direction }: { groupId: number } & MoveBody) =>
        callApi(moveRegistrationGroup, { params: { groupId }, body: { direction } }),
      onSuccess: showForm,
    }),
    deleteGroup: useMutation({
      mutationFn: (groupId: number) => callApi(deleteRegistrationGroup, { params: { groupId } }),
      onSuccess: refresh,
    }),
    createField: useMutation({
      mutationFn: (body: CreateRegistrationFieldBody) => callApi(createRegistrationField, { body }),
      onSuccess: refresh,
    }),
    updateField: useMutation({
      mutationFn: ({ fieldId, body }: { fieldId: number; body: UpdateRegistrationFieldBody }) =>
        callApi(updateRegistrationField, { params: { fieldId }, body }),
      onSuccess: refresh,
    }),
    moveField: useMutation({
      mutationFn: ({ fieldId, direction }: { fieldId: number } & MoveBody) =>
        callApi(moveRegistrationField, { params: { fieldId }, body: { direction } }),
      onSuccess: showForm,
    }),
    deleteField: useMutation({
      mutationFn: (fieldId: number) => callApi(deleteRegistrationField, { params: { fieldId } }),
      onSuccess: refresh,
    }),
  };
}
