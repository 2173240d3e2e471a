interface UserAvatarProps {
  readonly username: string | null;
  readonly imageUrl?: string | null;
  readonly size?: 'md' | 'lg' | 'xl';
}

/** The player's profile picture, or the first letter of the username without one. Decorative. */
export function UserAvatar({ username, imageUrl, size = 'md' }: UserAvatarProps) {
  const className = size === 'md' ? 'avatar' : `avatar avatar--${size}`;
  return (
    <span className={className} aria-hidden="true">
      {imageUrl ? (
        <img className="avatar__image" src={imageUrl} alt="" />
      ) : (
        (username ?? '?').charAt(0).toUpperCase()
      )}
    </span>
  );
}
