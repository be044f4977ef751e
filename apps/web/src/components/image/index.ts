export { CropPicker, IMAGE_TYPES, type CropPickerLabels } from './CropPicker';
export { usePicture, type PictureState } from './usePicture';
