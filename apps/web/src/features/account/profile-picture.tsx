import { useEffect, useId, useRef, useState } from 'react';
import { AVATAR_ACCEPT, avatarFileError } from '@app/contracts/document-upload';
import { CameraIcon } from '../../components/icons';
import { UserAvatar } from '../../components/user-avatar';
import { showApiError } from '../../lib/api-error-placement';
import { notify } from '../../lib/toast';
import type { User } from '../../lib/user';
import { useUploadProfileImage } from './api/upload-profile-image';

/** The server takes profile pictures of at most 2 MB. */
const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
const AVATAR_TOO_LARGE_MESSAGE = 'Please choose an image of 2 MB or less.';

/** Profile picture with a preview of the chosen file before it is uploaded. */
export function ProfilePicture({ user }: { user: User }) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<{ file: File; previewUrl: string } | null>(null);
  const upload = useUploadProfileImage();

  // The preview's object URL is released when it is replaced or the card goes away.
  useEffect(() => {
    if (!chosen) return;
    return () => URL.revokeObjectURL(chosen.previewUrl);
  }, [chosen]);

  const clearChoice = () => {
    setChosen(null);
    if (inputRef.current) inputRef.current.value = '';
  };

  const onFileChosen = (file: File | undefined) => {
    if (!file) return;
    const typeError = avatarFileError(file.name, file.type);
    const problem = typeError ?? (file.size > AVATAR_MAX_BYTES ? AVATAR_TOO_LARGE_MESSAGE : null);
    if (problem) {
      notify.error(problem);
      clearChoice();
      return;
    }
    setChosen({ file, previewUrl: URL.createObjectURL(file) });
  };

  const onUpload = async () => {
    if (!chosen) return;
    try {
      const answer = await upload.mutateAsync(chosen.file);
      notify.success(answer.message ?? 'Profile picture updated successfully.');
      clearChoice();
    } catch (error) {
      showApiError(error, null);
    }
  };

  return (
    <div className="profile-picture">
      <UserAvatar
        username={user.username}
        imageUrl={chosen?.previewUrl ?? user.profileImage}
        size="xl"
      />
      <div className="profile-picture__body">
        <p className="profile-picture__name">{user.username}</p>
        <p className="profile-picture__email" title={user.email}>
          {user.email}
        </p>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={AVATAR_ACCEPT}
          className="visually-hidden profile-picture__input"
          disabled={chosen !== null}
          onChange={(event) => onFileChosen(event.target.files?.[0])}
        />
        {chosen ? (
          <div className="profile-picture__actions">
            <button
              type="button"
              className="btn btn--primary"
              disabled={upload.isPending}
              aria-busy={upload.isPending}
              onClick={() => void onUpload()}
            >
              {upload.isPending && <span className="btn__spinner" aria-hidden="true" />}
              Upload
            </button>
            <button
              type="button"
              className="btn btn--ghost"
              disabled={upload.isPending}
              onClick={clearChoice}
            >
              Cancel
            </button>
          </div>
        ) : (
          <div className="profile-picture__actions">
            <label htmlFor={inputId} className="btn btn--ghost profile-picture__choose">
              <CameraIcon size={18} />
              Change picture
            </label>
          </div>
        )}
        <p className="field__hint">PNG or JPEG, up to 2 MB.</p>
      </div>
    </div>
  );
}
