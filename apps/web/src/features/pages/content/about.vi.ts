import { LIMITS } from '@logoya/core/constants';
import { SERVICE } from './service-facts.ts';
import type { PageDoc } from './types.ts';

const doc: PageDoc = {
  lead: 'Logoya là cửa hàng trực tuyến bán logo thiết kế sẵn do các nhà thiết kế chuyên nghiệp thực hiện. Mỗi mẫu logo chỉ bán cho đúng một khách hàng, nên mẫu bạn chọn sẽ là của riêng bạn.',
  updated: '2026-11-23',
  sections: [
    {
      id: 'who-we-are',
      heading: 'Chúng tôi là ai',
      blocks: [
        {
          kind: 'p',
          text: [
            'Logoya do ',
            { seller: 'name' },
            ' vận hành. Các nhà thiết kế của chúng tôi sáng tác logo nguyên bản cho hộ kinh doanh, cửa hàng, salon, phòng khám, nhà hàng và công ty khởi nghiệp; đội ngũ nhân viên theo sát từng đơn hàng, từ hình ảnh xác nhận đầu tiên cho đến khi bàn giao tệp. Chúng tôi phục vụ khách hàng bằng tiếng Việt, tiếng Anh và tiếng Nhật.',
          ],
        },
        {
          kind: 'p',
          text: 'Có một logo đẹp không nhất thiết phải mất hàng tuần trao đổi và phác thảo. Với Logoya, bạn nhìn thấy thiết kế hoàn chỉnh trước khi mua, thêm tên thương hiệu của mình và có thể bắt đầu sử dụng chỉ sau vài ngày.',
        },
      ],
    },
    {
      id: 'one-of-a-kind',
      heading: 'Mỗi thiết kế chỉ có một chủ sở hữu',
      blocks: [
        {
          kind: 'p',
          text: 'Mọi logo trong danh mục đều là tác phẩm nguyên bản. Ngay khi được mua, logo sẽ chuyển sang trạng thái “Đã bán” và không bao giờ được bán lại; quyền đối với logo được chuyển giao cho người mua. Bạn sẽ không bắt gặp logo của mình trên biển hiệu của đối thủ.',
        },
        {
          kind: 'p',
          text: [
            'Bạn có thể tìm logo theo ngành nghề, chữ cái đầu, tông màu, phong cách hoặc từ khóa. Nếu chưa tìm được mẫu ưng ý, hãy gửi ',
            { link: '/logo-mark-req', text: 'yêu cầu logo miễn phí' },
            ' – nhà thiết kế của chúng tôi có thể sẽ vẽ mẫu đó.',
          ],
        },
        {
          kind: 'p',
          text: [
            'Cần một logo hoàn toàn mới hoặc muốn chỉnh sửa logo đang dùng? Xem ',
            { link: '/order', text: 'bảng giá thiết kế logo theo yêu cầu' },
            '.',
          ],
        },
      ],
    },
    {
      id: 'price',
      heading: 'Giá rõ ràng',
      blocks: [
        {
          kind: 'p',
          text: [
            'Mỗi logo thiết kế sẵn có giá ',
            { price: 'logo' },
            ` (đã gồm thuế), bao gồm việc thêm tên của bạn vào logo, hình ảnh xác nhận, tối đa ${SERVICE.freeRevisions} lần chỉnh sửa miễn phí và đầy đủ các định dạng tệp. Bạn có thể đặt thêm tùy chọn cẩm nang logo (`,
            { price: 'manual' },
            ') và logo chuyển động (',
            { price: 'motion' },
            ').',
          ],
        },
      ],
    },
    {
      id: 'how-it-works',
      heading: 'Quy trình mua hàng',
      blocks: [
        {
          kind: 'ol',
          items: [
            'Chọn logo và nhập tên cửa hàng hoặc công ty của bạn.',
            'Đặt hàng trực tuyến và thanh toán bằng thẻ hoặc chuyển khoản qua mã QR.',
            'Kiểm tra hình ảnh xác nhận logo có tên của bạn.',
            `Yêu cầu chỉnh sửa miễn phí tối đa ${SERVICE.freeRevisions} lần, sau đó duyệt thiết kế cuối cùng.`,
            `Tải tệp (${SERVICE.fileFormats.join(', ')}) từ lịch sử đơn hàng. Không mất phí vận chuyển.`,
          ],
        },
      ],
    },
    {
      id: 'keep',
      heading: 'Giữ logo trong lúc cân nhắc',
      blocks: [
        {
          kind: 'p',
          text: `Cần hỏi ý kiến đối tác trước khi quyết định? Thành viên có thể giữ miễn phí tối đa ${LIMITS.maxKeeps} logo yêu thích trong ${LIMITS.keepDays} ngày. Trong thời gian bạn giữ, khách khác sẽ thấy logo ở trạng thái “Đang thương lượng” và không thể mua.`,
        },
      ],
    },
    {
      id: 'after-delivery',
      heading: 'Sau khi bàn giao',
      blocks: [
        {
          kind: 'p',
          text: `Trong ${SERVICE.dataWarrantyMonths} tháng sau khi bàn giao, nếu tệp không mở được hoặc bị mất, chúng tôi sẽ gửi lại miễn phí. Lỗi trong dữ liệu đã bàn giao được sửa miễn phí trong vòng ${SERVICE.repairMonths} tháng.`,
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Liên hệ với chúng tôi',
      blocks: [
        {
          kind: 'p',
          text: [
            'Bạn có câu hỏi về logo, đơn hàng hay tệp thiết kế? Hãy gửi qua ',
            { link: '/contact', text: 'biểu mẫu liên hệ' },
            ' hoặc email ',
            { seller: 'email' },
            `. Chúng tôi làm việc từ thứ Hai đến thứ Sáu, ${SERVICE.officeHours.open}–${SERVICE.officeHours.close}.`,
          ],
        },
      ],
    },
  ],
};

export default doc;
