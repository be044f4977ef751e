export { CropPicker, IMAGE_TYPES, type CroppedPicture, type CropPickerLabels } from './CropPicker';
export { usePicture, type PictureState } from './usePicture';
