import { useState } from 'react';
import { saveBlob } from '@/lib/save-blob';
import { toast } from 'sonner';
import type { MemberCard } from '@contract/member';
import { AppActionButton } from '@/components/ui/button/app-action-button';
import { renderMemberCardPng } from '@/features/member-card/utils/draw-member-card';

const DOWNLOAD_CARD_FAILED = 'The card image could not be made. Please try printing it instead.';

/** 'Download card': draws the card on a canvas and saves it as a PNG named after the member's ID. */
export function DownloadCardButton({
  member,
  cardId = member.ulid,
}: {
  member: MemberCard;
  cardId?: string;
}) {
  const [isDrawing, setIsDrawing] = useState(false);

  const download = async () => {
    setIsDrawing(true);
    try {
      saveBlob(await renderMemberCardPng(member, cardId), `membership-card-${member.ulid || member.id}.png`);
    } catch (error) {
      console.error('The membership card image could not be drawn.', error);
      toast.error(DOWNLOAD_CARD_FAILED);
    } finally {
      setIsDrawing(false);
    }
  };

  return (
    <AppActionButton
      variant="outline"
      onAction={() => void download()}
      isLoading={isDrawing}
      loadingText="Preparing..."
    >
      Download card
    </AppActionButton>
  );
}
