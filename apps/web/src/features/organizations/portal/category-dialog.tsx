import { zodResolver } from '@hookform/resolvers/zod';
import { CreateCourseCategoryBody, type ManagedCategory } from '@manara/contract';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { getErrorText } from '../../../i18n/error-text.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { applyServerErrors, formErrorText } from '../../../ui/form/server-errors.ts';
import { FormDialog } from '../../../ui/form-dialog.tsx';
import type { CategoryFields } from './categories.queries.ts';
import { type CategoryNode, nextPosition, selfAndDescendants } from './category-tree.ts';

const MAX_POSITION = 100_000;

/** The form: both names (the contract's rules), the parent ('' for the top level), the position ('' for last). */
const CategoryForm = z.object({
  name: CreateCourseCategoryBody.shape.name,
  nameAr: CreateCourseCategoryBody.shape.nameAr,
  parentId: z.string(),
  position: z.union([
    z.literal(''),
    z
      .string()
      .regex(/^\d+$/, 'form.invalid')
      .refine((v) => Number(v) <= MAX_POSITION, 'form.invalid'),
  ]),
});
type CategoryValues = z.infer<typeof CategoryForm>;

/** A category's name in the reader's language. */
export function categoryName(category: ManagedCategory, language: string): string {
  return language === 'ar' ? category.nameAr : category.name;
}

type CategoryDialogProps = {
  /** The category edited, or null for a new one. */
  category: ManagedCategory | null;
  /** Every category, in the tree's order: the parents to choose from. */
  tree: readonly CategoryNode[];
  onSave: (fields: CategoryFields) => Promise<unknown>;
  onClose: () => void;
};

/**
 * Adds or changes a category: both names, its parent (any category but itself and those below it:
 * the server refuses a loop with `courses-082`, shown on the parent) and its position among its
 * siblings (empty: after the last).
 */
export function CategoryDialog({ category, tree, onSave, onClose }: CategoryDialogProps) {
  const { t } = useTranslation('organizations');
  const { language } = useLanguage();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<CategoryValues>({
    resolver: zodResolver(CategoryForm),
    defaultValues: {
      name: category?.name ?? '',
      nameAr: category?.nameAr ?? '',
      parentId: category?.parentId ? String(category.parentId) : '',
      position: category ? String(category.position) : '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const parents = useMemo(() => {
    const excluded = category ? selfAndDescendants(tree, category.id) : new Set<number>();
    return tree.filter((node) => !excluded.has(node.id));
  }, [tree, category]);
  const pathOf = (id: string) => {
    const node = tree.find((n) => String(n.id) === id);
    return node ? [...node.ancestors, node].map((c) => categoryName(c, language)).join(' / ') : '';
  };

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    const parentId = values.parentId === '' ? null : Number(values.parentId);
    const position =
      values.position === '' ? nextPosition(tree, parentId, category?.id ?? null) : Number(values.position);
    try {
      await onSave({ name: values.name, nameAr: values.nameAr, parentId, position });
      onClose();
    } catch (failure) {
      const placed = applyServerErrors(form, failure, {
        fieldsOfCode: (code) => (code === 'courses-082' || code === 'courses-075' ? ['parentId'] : []),
      });
      if (!placed) setError(getErrorText(t, failure));
    }
  });

  return (
    <FormDialog
      title={category ? t('organizations.categories.editTitle') : t('organizations.categories.newTitle')}
      onClose={onClose}
      onSubmit={submit}
      pending={isSubmitting}
      error={error}
    >
      <Stack spacing={2.5} sx={{ pt: 1 }}>
        <TextField
          {...form.register('name')}
          label={t('organizations.categories.name')}
          error={Boolean(errors.name)}
          helperText={formErrorText(t, errors.name)}
          required
          fullWidth
          slotProps={{ htmlInput: { maxLength: 100, dir: 'ltr' } }}
        />
        <TextField
          {...form.register('nameAr')}
          label={t('organizations.categories.nameAr')}
          error={Boolean(errors.nameAr)}
          helperText={formErrorText(t, errors.nameAr)}
          required
          fullWidth
          slotProps={{ htmlInput: { maxLength: 100, dir: 'rtl', lang: 'ar' } }}
        />
        <Controller
          control={form.control}
          name="parentId"
          render={({ field }) => (
            <TextField
              select
              label={t('organizations.categories.parent')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={Boolean(errors.parentId)}
              helperText={formErrorText(t, errors.parentId) ?? t('organizations.categories.parentHelp')}
              fullWidth
              slotProps={{
                select: {
                  displayEmpty: true,
                  renderValue: (value) =>
                    value === '' ? t('organizations.categories.topLevel') : pathOf(String(value)),
                },
                inputLabel: { shrink: true },
              }}
            >
              <MenuItem value="">{t('organizations.categories.topLevel')}</MenuItem>
              {parents.map((node) => (
                <MenuItem key={node.id} value={String(node.id)} sx={{ paddingInlineStart: 2 + node.depth * 2.5 }}>
                  {categoryName(node, language)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <TextField
          {...form.register('position')}
          label={t('organizations.categories.position')}
          error={Boolean(errors.position)}
          helperText={formErrorText(t, errors.position) ?? t('organizations.categories.positionHelp')}
          fullWidth
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6, dir: 'ltr' } }}
        />
      </Stack>
    </FormDialog>
  );
}
