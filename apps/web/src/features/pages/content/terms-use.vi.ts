import { LIMITS } from '@logoya/core/constants';
import { cancellationTable } from './cancellation.ts';
import { MODIFICATION_CANCEL_PERCENT } from './custom-plans.ts';
import { SERVICE } from './service-facts.ts';
import type { PageDoc } from './types.ts';

const doc: PageDoc = {
  lead: [
    'Các điều khoản này áp dụng giữa bạn và ',
    { seller: 'name' },
    ' (“chúng tôi”) khi bạn sử dụng Logoya và mua logo của chúng tôi. Vui lòng đọc kỹ trước khi đặt hàng.',
  ],
  updated: '2026-11-23',
  sections: [
    {
      id: 'scope',
      heading: '1. Phạm vi áp dụng',
      blocks: [
        {
          kind: 'p',
          text: 'Khi tạo tài khoản hoặc đặt hàng, bạn đồng ý với các điều khoản này. Những quyền mà pháp luật nước bạn dành cho người tiêu dùng và không thể bị hạn chế bằng thỏa thuận vẫn được giữ nguyên.',
        },
      ],
    },
    {
      id: 'accounts',
      heading: '2. Tài khoản',
      blocks: [
        {
          kind: 'ul',
          items: [
            'Cung cấp thông tin trung thực, đầy đủ và cập nhật kịp thời trên trang hồ sơ.',
            'Giữ bí mật mật khẩu. Mọi thao tác bằng tài khoản của bạn được coi là do bạn thực hiện, trừ khi bạn báo ngay cho chúng tôi khi tài khoản bị sử dụng trái phép.',
            'Mỗi tài khoản dành cho một cá nhân hoặc một doanh nghiệp. Chúng tôi có thể tạm khóa hoặc đóng tài khoản vi phạm các điều khoản này.',
            [
              'Bạn có thể yêu cầu đóng tài khoản bất cứ lúc nào qua ',
              { link: '/contact', text: 'biểu mẫu liên hệ' },
              '; các đơn hàng đã đặt sẽ được hoàn tất hoặc hủy theo các điều khoản này.',
            ],
          ],
        },
      ],
    },
    {
      id: 'orders',
      heading: '3. Đặt hàng, giá và thanh toán',
      blocks: [
        {
          kind: 'ul',
          items: [
            'Mỗi logo thiết kế sẵn chỉ được bán một lần. Hợp đồng được xác lập khi thanh toán của bạn được xác nhận; nếu hai khách cùng mua một logo, chỉ thanh toán hoàn tất trước được chấp nhận.',
            [
              'Giá đã bao gồm thuế (',
              { price: 'taxRate' },
              ' trên trang tiếng Việt) và hiển thị theo loại tiền của ngôn ngữ: đồng Việt Nam cho tiếng Việt, đô la Mỹ cho tiếng Anh, yên Nhật cho tiếng Nhật. Loại tiền được cố định khi tạo đơn hàng.',
            ],
            'Trên trang tiếng Việt, bạn có thể thanh toán bằng thẻ hoặc chuyển khoản ngân hàng qua mã QR.',
            'Sản phẩm được giao qua hình thức tải tệp nên không có phí vận chuyển.',
          ],
        },
      ],
    },
    {
      id: 'production',
      heading: '4. Thêm tên, chỉnh sửa và bàn giao',
      blocks: [
        {
          kind: 'ol',
          items: [
            `Sau khi nhận thanh toán, chúng tôi gửi ${SERVICE.initialProposals} hình ảnh xác nhận logo có tên bạn cung cấp.`,
            `Bạn được chỉnh sửa miễn phí tối đa ${SERVICE.freeRevisions} lần, ví dụ chính tả, kích thước, vị trí của tên hoặc màu sắc. Việc vẽ lại thiết kế không thuộc phạm vi chỉnh sửa; nếu bạn muốn, chúng tôi sẽ báo giá riêng.`,
            'Khi bạn duyệt thiết kế, thiết kế được chốt và chúng tôi chuẩn bị tệp.',
            `Dữ liệu được bàn giao dưới dạng tệp ${SERVICE.fileFormats.join(', ')}, bạn tải về từ lịch sử đơn hàng.`,
          ],
        },
      ],
    },
    {
      id: 'rights',
      heading: '5. Quyền đối với logo',
      blocks: [
        {
          kind: 'p',
          text: 'Khi bạn đã thanh toán đủ và nhận tệp, quyền tác giả đối với logo hoàn chỉnh (kể cả quyền làm tác phẩm phái sinh) được chuyển giao độc quyền cho bạn, và logo sẽ không bao giờ được bán lại. Chúng tôi và nhà thiết kế cam kết không thực hiện quyền nhân thân để cản trở việc bạn sử dụng logo.',
        },
        {
          kind: 'p',
          text: 'Mẫu đã bán vẫn hiển thị trong danh mục với nhãn “Đã bán”, không kèm tên của bạn. Nếu bạn muốn gỡ mẫu khỏi danh mục, hãy báo cho chúng tôi.',
        },
        {
          kind: 'p',
          text: 'Trước thời điểm đó, mọi quyền thuộc về chúng tôi và nhà thiết kế: không được sử dụng, sao chép hay đồ lại hình ảnh trong danh mục khi chưa mua logo. Chúng tôi kiểm tra tính nguyên bản của thiết kế nhưng không bảo đảm logo đăng ký được nhãn hiệu; vui lòng tự tra cứu trước khi nộp đơn đăng ký.',
        },
      ],
    },
    {
      id: 'warranty',
      heading: '6. Bảo hành và sửa lỗi',
      blocks: [
        {
          kind: 'ul',
          items: [
            `Bảo hành dữ liệu: trong ${SERVICE.dataWarrantyMonths} tháng sau khi bàn giao, nếu tệp không mở được hoặc bị mất, chúng tôi gửi lại miễn phí.`,
            `Sửa lỗi: trong ${SERVICE.repairMonths} tháng sau khi bàn giao, chúng tôi sửa miễn phí các lỗi của dữ liệu đã giao, như nét bị đứt hoặc màu khác với thiết kế đã duyệt.`,
            'Không bao gồm: các thay đổi bạn yêu cầu sau khi đã duyệt thiết kế và lỗi phát sinh do bạn tự chỉnh sửa tệp.',
          ],
        },
      ],
    },
    {
      id: 'cancellation',
      heading: '7. Hủy đơn và hoàn tiền',
      blocks: [
        {
          kind: 'p',
          text: 'Logo thiết kế sẵn: bạn có thể hủy đơn trước khi chúng tôi gửi hình ảnh xác nhận đầu tiên và được hoàn lại số tiền đã thanh toán. Sau khi hình ảnh xác nhận đầu tiên đã được gửi, đơn hàng không thể hủy hay hoàn tiền.',
        },
        {
          kind: 'p',
          text: 'Thiết kế theo yêu cầu: nếu bạn hủy, phí hủy được tính trên giá gói theo tiến độ công việc:',
        },
        cancellationTable('vi'),
        {
          kind: 'ul',
          items: [
            `Hủy gói chỉnh sửa sau khi đã bắt đầu thực hiện: phí hủy là ${MODIFICATION_CANCEL_PERCENT}% giá gói.`,
            'Không nhận đặt riêng các tùy chọn; tùy chọn đã đặt thì không thể hủy.',
            'Tiền hoàn được trả qua phương thức bạn đã dùng để thanh toán.',
          ],
        },
      ],
    },
    {
      id: 'keep',
      heading: '8. Giữ logo',
      blocks: [
        {
          kind: 'p',
          text: `Thành viên có thể giữ miễn phí cùng lúc tối đa ${LIMITS.maxKeeps} logo, mỗi logo trong ${LIMITS.keepDays} ngày. Trong thời gian giữ, chỉ thành viên đang giữ mới có thể thêm logo vào giỏ hàng. Hết thời hạn, logo tự động được mở lại cho mọi người. Việc giữ logo không phải là mua hàng và không cố định giá.`,
        },
      ],
    },
    {
      id: 'prohibited',
      heading: '9. Hành vi bị cấm',
      blocks: [
        {
          kind: 'ul',
          items: [
            'Sử dụng hình ảnh trong danh mục, hoặc thiết kế phái sinh từ đó, khi chưa mua logo.',
            'Bán lại logo đã mua dưới dạng mẫu thiết kế sẵn hoặc chào bán cho người khác.',
            'Giữ logo bằng nhiều tài khoản hoặc bằng cách khác nhằm ngăn khách hàng khác mua.',
            'Cung cấp thông tin sai, dùng phương tiện thanh toán của người khác hoặc đặt hàng không có ý định thanh toán.',
            'Thu thập dữ liệu bằng công cụ tự động, gây quá tải hoặc truy cập trái phép vào những phần không được phép sử dụng.',
            'Sử dụng cửa hàng cho mục đích trái pháp luật, trái thuần phong mỹ tục, hoặc quấy rối nhân viên, nhà thiết kế của chúng tôi.',
          ],
        },
      ],
    },
    {
      id: 'liability',
      heading: '10. Trách nhiệm',
      blocks: [
        {
          kind: 'p',
          text: 'Chúng tôi chịu trách nhiệm đầy đủ với thiệt hại do cố ý hoặc do lỗi nghiêm trọng của mình. Trong các trường hợp khác, trách nhiệm của chúng tôi giới hạn ở thiệt hại trực tiếp, thông thường và không vượt quá số tiền bạn đã trả cho đơn hàng liên quan. Chúng tôi không chịu trách nhiệm về gián đoạn do sự kiện ngoài tầm kiểm soát như sự cố mạng hay thiên tai. Các giới hạn này không áp dụng cho trách nhiệm mà pháp luật không cho phép giới hạn.',
        },
      ],
    },
    {
      id: 'changes',
      heading: '11. Thay đổi điều khoản',
      blocks: [
        {
          kind: 'p',
          text: 'Chúng tôi có thể thay đổi các điều khoản này khi dịch vụ hoặc pháp luật thay đổi. Điều khoản mới được đăng trên trang này kèm ngày hiệu lực trước khi áp dụng; đơn hàng đã đặt tuân theo điều khoản có hiệu lực tại thời điểm đặt.',
        },
      ],
    },
    {
      id: 'law',
      heading: '12. Luật áp dụng và cơ quan giải quyết tranh chấp',
      blocks: [
        {
          kind: 'p',
          text: 'Các điều khoản này được điều chỉnh bởi pháp luật Nhật Bản. Tranh chấp được giải quyết ở cấp sơ thẩm tại tòa án quận (District Court) có thẩm quyền nơi đặt trụ sở chính của chúng tôi, không ảnh hưởng đến quyền khởi kiện tại nước mình mà pháp luật bắt buộc dành cho người tiêu dùng.',
        },
      ],
    },
    {
      id: 'contact',
      heading: '13. Liên hệ',
      blocks: [
        {
          kind: 'p',
          text: [
            'Có câu hỏi về các điều khoản này? Hãy gửi qua ',
            { link: '/contact', text: 'biểu mẫu liên hệ' },
            ' hoặc email ',
            { seller: 'email' },
            `. Giờ làm việc: thứ Hai đến thứ Sáu, ${SERVICE.officeHours.open}–${SERVICE.officeHours.close}.`,
          ],
        },
      ],
    },
  ],
};

export default doc;
