import { CourseLanguage, CourseLevel, DeliveryMode, DurationUnit } from '@manara/contract';
import MenuItem from '@mui/material/MenuItem';
import type { TFunction } from 'i18next';

/** The menu items of a course's language, for the new-course form and the details form alike. */
export function courseLanguageItems(t: TFunction<'authoring'>) {
  return CourseLanguage.options.map((option) => (
    <MenuItem key={option} value={option}>
      {t(`authoring.languages.${option}`)}
    </MenuItem>
  ));
}

/** The menu items of a course's level. */
export function courseLevelItems(t: TFunction<'authoring'>) {
  return CourseLevel.options.map((option) => (
    <MenuItem key={option} value={option}>
      {t(`authoring.levels.${option}`)}
    </MenuItem>
  ));
}

/** The menu items of how a course is delivered. */
export function courseDeliveryModeItems(t: TFunction<'authoring'>) {
  return DeliveryMode.options.map((option) => (
    <MenuItem key={option} value={option}>
      {t(`authoring.deliveryModes.${option}`)}
    </MenuItem>
  ));
}

/** The menu items of the unit of a course's duration. */
export function courseDurationUnitItems(t: TFunction<'authoring'>) {
  return DurationUnit.options.map((option) => (
    <MenuItem key={option} value={option}>
      {t(`authoring.durationUnits.${option}`)}
    </MenuItem>
  ));
}
